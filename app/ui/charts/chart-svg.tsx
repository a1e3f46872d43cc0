import { useId, type ReactNode } from "react";

export type ChartSvgProps = {
  /** The chart's accessible name. */
  title: string;
  /** What it shows in words (the data table beside each chart gives the figures). */
  description: string;
  className: string;
  viewBox: string;
  width: number;
  height: number;
  /** Bars are links, so that chart is no single image (role="img" would hide them). */
  role?: "img";
  testId?: string;
  children: ReactNode;
};

/** The frame every chart draws in: an SVG named by its <title> and described by its <desc>. */
export function ChartSvg({ title, description, className, viewBox, width, height, role, testId, children }: ChartSvgProps) {
  const titleId = useId();
  const descId = useId();
  return (
    <svg
      className={className}
      viewBox={viewBox}
      width={width}
      height={height}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={descId}
      data-testid={testId}
    >
      <title id={titleId}>{title}</title>
      <desc id={descId}>{description}</desc>
      {children}
    </svg>
  );
}
