# Sourced by the scripts in this folder: installs the Debian packages named in the array
# `packages` that are not installed yet, as root or through sudo. Nothing else is downloaded.
# Without either, it says what to install and stops; when everything is there it installs nothing,
# so a user without root builds on a machine that has the packages.
install_missing() {
    local missing=()
    for p in "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        if ! command -v sudo >/dev/null 2>&1; then
            {
                echo "$(basename "$0"): these Debian packages are missing: ${missing[*]}"
                echo "Install them as root, then run this again:"
                echo "    su -c 'apt-get install --no-install-recommends ${missing[*]}'"
            } >&2
            exit 1
        fi
        sudo=(sudo)
    fi
    echo "$(basename "$0"): installing ${missing[*]}" >&2
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
}
