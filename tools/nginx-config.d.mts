export const NGINX_TEMPLATE: string;
/** Every variable renderNginxConfig reads, with its default ('' for none). */
export const NGINX_VARIABLES: Readonly<Record<string, string>>;
export function renderNginxConfig(values: Record<string, string | undefined>): string;
