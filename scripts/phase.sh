# Sourced by scripts/test.sh and .ci/run: `phase NAME COMMAND...` runs a command and
# appends "NAME<TAB>seconds<TAB>status<TAB>started<TAB>ended" (epoch seconds) to
# $PHASES_FILE, for the closing summary (scripts/test-summary.mjs: phases that ran side
# by side overlap, so the total is the first start to the last end). A failing
# command's status is returned, not fatal.
phase() {
  local name="$1" started status=0
  shift
  started=$(date +%s.%N)
  "$@" || status=$?
  awk -v name="$name" -v from="$started" -v to="$(date +%s.%N)" -v status="$status" \
    'BEGIN { printf "%s\t%.1f\t%s\t%.1f\t%.1f\n", name, to - from, status, from, to }' >>"$PHASES_FILE"
  return "$status"
}
