#!/usr/bin/env bash
# Builds Examples/MetroSDK/repos/<Module>.bundle from Examples/MetroSDK/sources/<Module>/, so the
# example's modules are real git repositories that clone with no network:
#   git clone -b develop repos/Core.bundle Core
#
# Each bundle has two commits on `develop`: the sources (tagged 1.0.0), then a CHANGELOG entry.
# Author, committer and dates are fixed, so the commit ids are the same on every machine; the
# bundle bytes are the same with the same git version. Run it after changing anything under
# sources/, then commit the bundles.
set -euo pipefail
cd "$(dirname "$0")"
here="$(pwd)"
sources="$here/../sources"

export GIT_AUTHOR_NAME="MetroSDK" GIT_AUTHOR_EMAIL="ios@example.com"
export GIT_COMMITTER_NAME="MetroSDK" GIT_COMMITTER_EMAIL="ios@example.com"
export GIT_AUTHOR_DATE="2024-01-01T00:00:00Z" GIT_COMMITTER_DATE="2024-01-01T00:00:00Z"
# No system or user configuration (signing, hooks, templates) may change the commits.
export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null LC_ALL=C TZ=UTC

work="$(mktemp -d)"
trap 'rm -rf -- "$work"' EXIT

for dir in "$sources"/*/; do
  module="$(basename -- "$dir")"
  repo="$work/$module"
  git init --quiet --initial-branch=develop --template= -- "$repo"
  cp -R -- "$dir." "$repo/"
  # Modes as git records them: files 644, no executables.
  find "$repo" -path "$repo/.git" -prune -o -type f -exec chmod 644 {} +
  git -C "$repo" add --all
  git -C "$repo" commit --quiet --no-gpg-sign -m "$module 1.0.0"
  git -C "$repo" tag 1.0.0
  printf '# %s\n\n## Unreleased\n\n- Development continues on develop.\n' "$module" > "$repo/CHANGELOG.md"
  git -C "$repo" add CHANGELOG.md
  GIT_AUTHOR_DATE="2024-01-02T00:00:00Z" GIT_COMMITTER_DATE="2024-01-02T00:00:00Z" \
    git -C "$repo" commit --quiet --no-gpg-sign -m "Start 1.1.0 development"
  git -C "$repo" -c pack.threads=1 bundle create --quiet "$here/$module.bundle" --all
  echo "repos/$module.bundle: develop $(git -C "$repo" rev-parse --short HEAD), tag 1.0.0 $(git -C "$repo" rev-parse --short '1.0.0^{commit}')"
done
