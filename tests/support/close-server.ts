import type { Server } from "node:http";

/** Closes a test's HTTP server and the connections it still holds open (keep-alive, a request left hanging). */
export async function closeServer(server: Server | null): Promise<void> {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}
