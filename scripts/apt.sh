# Sourced (from the repository root) by the scripts that install a missing Debian package:
# as_root and apt_install. The sourcing script defines log.

# Runs a command as root: directly, or with sudo when it needs no password; else fails.
as_root() {
    if [[ $(id -u) -eq 0 ]]; then
        "$@"
    elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
        sudo "$@"
    else
        return 1
    fi
}

# Installs Debian packages quietly; fails without apt-get or root.
apt_install() {
    command -v apt-get >/dev/null 2>&1 || return 1
    log "installing: $*"
    as_root apt-get update -qq >/dev/null 2>&1 || true
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}
