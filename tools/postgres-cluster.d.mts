export function postgresBin(): string | null;
export function startPostgres(): Promise<{ cluster: { url: string; stop(): Promise<void> } | null; reason: string | null }>;
