// The Site health screen's search parameter naming the kind of finding shown (`?kind=contrast`).
export const KIND_PARAM = 'kind';
