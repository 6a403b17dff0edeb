// An SVG of 2.7 KB that keeps a rasteriser busy for minutes: 9000 x 9000 pixels declared, 50
// full-size rectangles, each blurred by 500 units (it held a server at 170-190 % CPU and 1.5-2.6 GB
// for over eleven minutes before images had a deadline).
export function blurBomb(): Buffer {
  const rect = '<rect width="9000" height="9000" filter="url(#b)"/>';
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="9000" height="9000"><filter id="b"><feGaussianBlur stdDeviation="500"/></filter>${rect.repeat(50)}</svg>`,
  );
}
