# The checks of scripts/deploy-local.sh's rehearsal (sourced): each prints PASS or FAIL with what it
# saw, finish_checks prints the tally and sets the exit status: 1 when any check failed.
CHECKS_PASSED=0
CHECKS_FAILED=0

pass() {
  CHECKS_PASSED=$((CHECKS_PASSED + 1))
  echo "   PASS  $1"
}

# fail WHAT DETAIL
fail() {
  CHECKS_FAILED=$((CHECKS_FAILED + 1))
  echo "   FAIL  $1 ($2)"
}

# check WHAT ACTUAL PATTERN: passes when ACTUAL matches the extended regular expression PATTERN.
check() {
  local what="$1" actual="$2" pattern="$3"
  if [[ "$actual" =~ $pattern ]]; then pass "$what"; else fail "$what" "got: ${actual:-nothing}; wanted: $pattern"; fi
}

finish_checks() {
  echo
  echo "rehearsal: $CHECKS_PASSED passed, $CHECKS_FAILED failed"
  if ((CHECKS_FAILED > 0)); then exit 1; fi
  exit 0
}
