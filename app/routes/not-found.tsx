import { data } from "react-router";
import { ErrorPage } from "../ui/shell/error-page";
import { linkPreviewTags, STATIC_PREVIEWS } from "../lib/navigation/link-preview";

// Any path the route table does not know: a real 404, rendered by the shared
// error page, so the status is right with and without JavaScript.
export function loader() {
  throw data(null, { status: 404 });
}

export function meta() {
  return linkPreviewTags(STATIC_PREVIEWS.notFound());
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary({ error }: { error: unknown }) {
  return <ErrorPage error={error} />;
}
