import type { LookAlikeReason } from "../../lib/domain";
import { TOKEN_LOOK_ALIKE_REASON_TEXT } from "../../lib/tokens/token-text";
import { LookAlikeWarning, type LookAlikeWording } from "../pools/look-alike-warning";

// The pool pages' look-alike warning, said of a token.
const TOKEN_WORDING: LookAlikeWording = {
  title: "Possible look-alike token",
  advice: "Check the policy id and the fingerprint before you trust its name.",
  reasons: TOKEN_LOOK_ALIKE_REASON_TEXT,
};

type Warning = { reasons: LookAlikeReason[] } | null | undefined;

/** A token row's badge when its name or ticker may be taken for another token's; nothing when clean. */
export function TokenLookAlikeBadge({ warning }: { warning: Warning }) {
  return <LookAlikeWarning warning={warning} wording={TOKEN_WORDING} />;
}

/** The token page's notice: the reasons and what to check. */
export function TokenLookAlikeBanner({ warning }: { warning: Warning }) {
  return <LookAlikeWarning warning={warning} variant="full" wording={TOKEN_WORDING} />;
}
