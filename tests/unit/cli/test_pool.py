"""`urdf-ls check`'s pool: each worker takes a stretch of neighbouring files, and all finish together."""
import pytest


# ------------------------------------------------------------------ the forked workers of `urdf-ls check`
@pytest.mark.parametrize("count, speeds", [(1000, (1, 1)), (1000, (1, 3)), (1000, (2, 1, 1)), (5, (1, 1, 1, 1)),
                                           (1, (1, 1))])
def test_each_worker_checks_a_stretch_of_neighbours_and_all_finish_together(count, speeds):
    """a worker asks when it is done with what it holds (speeds: files each checks per unit of time); one done
    with its stretch takes the back half of the longest one left"""
    import heapq

    from urdf_ls.cli import pool
    todo, chunks = pool.Schedule(count, len(speeds)), [[] for _ in speeds]
    asking, finished = [(0, w) for w in range(len(speeds))], []
    while asking:
        t, w = heapq.heappop(asking)
        chunk = todo.take(w)
        if chunk:
            chunks[w].append(chunk)
            heapq.heappush(asking, (t + len(chunk) / speeds[w], w))
        else:
            finished.append(t)
    everything = [c for mine in chunks for c in mine]
    assert sorted(i for c in everything for i in c) == list(range(count))
    assert max(map(len, everything)) <= pool.CHUNK and all(c == list(range(c[0], c[-1] + 1)) for c in everything)
    if count == 1000:
        assert max(finished) - min(finished) <= 1 and max(map(len, everything)) == pool.CHUNK
        stretches = [sum(a[-1] + 1 != b[0] for a, b in zip(mine, mine[1:])) + 1 for mine in chunks]
        assert max(stretches) <= 12 < min(map(len, chunks))
