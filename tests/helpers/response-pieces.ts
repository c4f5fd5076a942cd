/** A response whose body arrives in these pieces (cut anywhere, even inside a line or a character). */
export function responseOf(pieces: (string | Uint8Array)[], status = 200, contentType = 'application/json') {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(typeof piece === 'string' ? encoder.encode(piece) : piece);
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'Content-Type': contentType } });
}

/** Bytes cut into pieces of `size` bytes: lines, JSON and UTF-8 characters end up split across pieces. */
export function piecesOf(bytes: Uint8Array, size: number): Uint8Array[] {
  const pieces: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.slice(at, at + size));
  return pieces;
}
