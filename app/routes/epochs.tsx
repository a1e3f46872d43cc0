// Placeholder until issue 15's screen lands: the path answers the not-found page.
export function loader(): never {
  throw new Response("Not Found", { status: 404 });
}

export default function Placeholder() {
  return null;
}
