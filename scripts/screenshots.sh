#!/bin/sh
# Regenerates every picture the README and docs/user-guide.md show (docs/screenshots) and the
# welcome page's map thumbnails (resources/scenarios/thumbnails) from the bundled scenarios, with
# the window's own --screenshot option, offscreen. Run after a build: scripts/screenshots.sh [BUILD_DIR]
# (default build/release). Look at the pictures before committing them.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build/release}
app=$build/app/hexfire
out=$root/docs/screenshots
scenarios=$root/resources/scenarios
if [ ! -x "$app" ]; then
    echo "screenshots.sh: $app not found; build first (scripts/hexfire.sh build)" >&2
    exit 1
fi
export QT_QPA_PLATFORM=offscreen
# Settings of their own, so that the player's recent files and layout stay out of the pictures.
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export HOME="$home" XDG_CONFIG_HOME="$home/.config" XDG_DATA_HOME="$home/.local/share"

shot() { # shot NAME SCENARIO [OPTIONS...]: docs/screenshots/NAME.png, 1366x768 unless --size
    name=$1
    scenario=$2
    shift 2
    case " $* " in *" --size "*) size= ;; *) size="--size 1366x768" ;; esac
    # shellcheck disable=SC2086
    "$app" --scenario "$scenarios/$scenario.json" $size "$@" --screenshot "$out/$name.png" \
        2>/dev/null
    echo "$out/$name.png"
}

mkdir -p "$out" "$scenarios/thumbnails"
shot welcome tlhy-sandbox --page welcome
shot fire-preview tlhy-21-8-3-assault-hex --step 1 --select ger-2nd-squad --mode F --target H9
shot mortar-call tlhy-21-8-3-assault-hex --step 6 --select us-lt-murphy --mode M --target H9
shot fire-resolution tlhy-21-8-3-assault-hex --step 12
shot los-blocked tlhy-sandbox --los K12:J7
shot los-thread tlhy-sandbox --los O3:J9
shot replay-scatter tlhy-21-8-3-assault-hex --step 7
shot replay-dice tlhy-21-8-3-assault-hex --step 11
shot laptop-1024x640 tlhy-21-8-3-assault-hex --step 2 --size 1024x640
shot sandbox-1024x640 tlhy-sandbox --size 1024x640
shot legend tlhy-sandbox --page legend --size 900x700
shot rules-in-brief labataille-sandbox --page rules --size 900x700
shot threats labataille-turn --step 6 --threats --select fr-6leg-1 --mode select --target H6
shot whatif labataille-turn --step 8 --select fr-6leg-1 --target H5 --what-if 1
shot quiz tlhy-21-8-3-assault-hex --quiz --step 10 --size 1600x1000
shot quiz-answered-1024x640 tlhy-21-8-3-assault-hex --quiz --step 10 --answer 2 --size 1024x640
shot editor tlhy-sandbox --edit --select us-1st-squad
shot advance-move toi-sandbox --select us-2nd-squad --mode advance --target K10
shot reaction-bar tlhy-turn --step 5

# The welcome page's pictures: each sandbox's map, 320 pixels wide.
for sandbox in "$scenarios"/*-sandbox.json; do
    base=$(basename "$sandbox" .json)
    "$app" --scenario "$sandbox" --page map --size 320x200 \
        --screenshot "$scenarios/thumbnails/$base.png" 2>/dev/null
    echo "$scenarios/thumbnails/$base.png"
done
