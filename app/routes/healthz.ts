// Liveness: the process is up and answering. (Database readiness is /readyz.)
export function loader() {
  return new Response("ok\n", {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
