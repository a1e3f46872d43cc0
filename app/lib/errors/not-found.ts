// "What the request names does not exist", found only by a read (a well-formed id of
// nothing). The data layer and the transports throw this class, never an HTTP answer;
// the route that asked decides what a 404 looks like (a page, JSON, or a download's sentence).

export class NotFoundError extends Error {
  override readonly name = "NotFoundError";
}
