export interface LighthouseRow {
  url: string;
  path: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  bytes: number | null;
  jsBytes: number | null;
  failures: string[];
  runtimeError: string | null;
}
export const ALL_CATEGORIES: string[];
export function runLighthouse(urls: string[], options?: { categories?: string[]; onResult?: (row: LighthouseRow) => void }): Promise<LighthouseRow[]>;
export function siteUrls(origin: string): Promise<string[]>;
