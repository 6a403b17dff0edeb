// The table's thumbnail box: the image's own proportions scaled into a small square, so the row
// keeps its size before the lazy image arrives; a square when the size is unknown (some SVGs).
const THUMBNAIL_MAX = 64;

export function thumbnailSize(
  width: number | null,
  height: number | null,
  max = THUMBNAIL_MAX,
): { width: number; height: number } {
  if (!width || !height) return { width: max, height: max };
  const scale = Math.min(max / width, max / height, 1);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
