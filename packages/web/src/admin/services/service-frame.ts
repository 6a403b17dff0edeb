/** The frame of the service's own sections in its live preview (click to edit names it). */
export const SERVICE_FRAME = 'service';
