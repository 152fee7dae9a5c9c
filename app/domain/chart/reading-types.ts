// The shape of one part of the chart's reading, shared by reading.ts, overview.ts and frames.ts.

export interface ReadingSection {
  heading: string;
  text: string;
}
