"""How many connections the preview server holds, and which make way: idle sockets from anyone on the machine
can neither exhaust the process's descriptors nor lock the page out for long."""
from __future__ import annotations

from typing import Dict, Set

MAX_CONNECTIONS = 256    # open at once, fewer when the process may open few descriptors
EVICT_AFTER = 0.5        # seconds a connection has to show the token before a newcomer may evict it


def descriptor_share() -> int:
    """connections the server may hold: a quarter of the process's descriptors (the rest: the language server,
    files being served, and the sockets asyncio accepts in one go before the cap applies)"""
    try:
        import resource
        soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    except (ImportError, OSError, ValueError):     # (no resource module on Windows)
        return MAX_CONNECTIONS
    return MAX_CONNECTIONS if soft == resource.RLIM_INFINITY else max(8, soft // 4)


class ConnectionCap:
    """the open connections (stream writers) and, oldest first, those that have not shown the token yet"""

    def __init__(self, share: int = MAX_CONNECTIONS):
        self.share = share
        self.open: Set = set()
        self._unauthenticated: Dict[object, float] = {}    # writer -> admitted at

    def admit(self, writer, now: float) -> bool:
        """room for ``writer``? At the cap, the oldest connection that has not shown the token within
        EVICT_AFTER is aborted. A younger one is not (a burst of connects would evict a request before it is
        read): then, as when the page's own connections fill the cap, the newcomer is refused (the page
        retries)."""
        if len(self.open) >= min(MAX_CONNECTIONS, self.share):
            oldest = next(iter(self._unauthenticated), None)
            if oldest is None or now - self._unauthenticated[oldest] < EVICT_AFTER:
                return False
            self.closed(oldest)
            oldest.transport.abort()       # its handler sees EOF and ends
        self.open.add(writer)
        self._unauthenticated[writer] = now
        return True

    def authenticated(self, writer) -> None:
        self._unauthenticated.pop(writer, None)

    def closed(self, writer) -> None:
        self.open.discard(writer)
        self._unauthenticated.pop(writer, None)
