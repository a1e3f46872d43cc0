// Placeholder until its helper lands the screen (issue 14).
export function loader(): never {
  throw new Response("Not Found", { status: 404 });
}

export default function Placeholder() {
  return null;
}
