// Placeholder until its helper lands the call (issue 14).
export function loader() {
  return Response.json({ error: "not yet" }, { status: 501 });
}
