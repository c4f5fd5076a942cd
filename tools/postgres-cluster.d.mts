export const POSTGRES_MISSING: string;
export function postgresBin(): string | null;
export function startPostgres(options?: {
  durable?: boolean;
}): Promise<{ cluster: { url: string; pause(): Promise<void>; resume(): Promise<void>; stop(): Promise<void> } | null; reason: string | null }>;
