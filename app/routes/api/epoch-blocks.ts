// Placeholder until issue 15's call lands: answers 404.
export function loader(): never {
  throw Response.json({ error: "Not Found" }, { status: 404 });
}
