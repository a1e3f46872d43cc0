import { ParamError } from "../../app/lib/params/param-error";

/** The ParamError `run` throws; any other outcome fails the test. */
export function errorOf(run: () => unknown): ParamError {
  try {
    run();
  } catch (error) {
    if (error instanceof ParamError) return error;
    throw error;
  }
  throw new Error("expected a ParamError");
}
