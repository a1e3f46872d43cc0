/**
 * A line icon on the 24-unit grid as a CSS mask image (painted in currentColor by
 * the element's background), so it is drawn once by the stylesheet rather than
 * repeated as inline <svg> markup wherever it shows.
 */
export const lineIcon = (shape: string, strokeWidth = 2) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='${strokeWidth}' stroke-linecap='round' stroke-linejoin='round'>${shape}</svg>`,
  )}")`;
