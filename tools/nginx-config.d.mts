export const NGINX_TEMPLATE: string;
export function renderNginxConfig(values: Record<string, string | undefined>): string;
