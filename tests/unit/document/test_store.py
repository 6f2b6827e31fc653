"""The diagnostics store: the union of its producers published, cleared on close, and capped keeping errors."""
from urdf_ls.codes import Code, at
from urdf_ls.document.store import MAX_PUBLISHED, DiagnosticsStore, Producer


def test_store_publishes_the_union_and_close_clears_every_producer():
    st = DiagnosticsStore()
    st.put("u", Producer.ANALYSIS, [at(5, 6, Code.UNKNOWN_LINK, "x")])
    st.put("u", Producer.EXPANSION, [at(0, 1, Code.XACRO_EXPANSION_FAILED, "y")])
    assert [d.code for d in st.union("u")] == [Code.UNKNOWN_LINK, Code.XACRO_EXPANSION_FAILED]
    st.drop("u", Producer.EXPANSION)
    assert [d.code for d in st.union("u")] == [Code.UNKNOWN_LINK]
    st.drop("u")
    assert st.union("u") == []


def test_store_caps_what_is_published_and_keeps_errors():
    st = DiagnosticsStore()
    warnings = [at(i, i + 1, Code.UNKNOWN_ELEMENT, "w") for i in range(MAX_PUBLISHED + 50)]
    st.put("u", Producer.ANALYSIS, warnings + [at(10 ** 6, 10 ** 6 + 1, Code.UNKNOWN_LINK, "e")])
    out = st.union("u")
    assert len(out) == MAX_PUBLISHED + 1 and out[-1].code == Code.TOO_MANY_DIAGNOSTICS
    assert "51 more" in out[-1].message and any(d.code == Code.UNKNOWN_LINK for d in out)


def test_a_consumers_verdict_replaces_the_static_guess_while_it_stands():
    store = DiagnosticsStore()
    guess = at(10, 20, Code.MUJOCO_MASSLESS_BODY, "mujoco: MuJoCo refuses the model: link 'arm' ...")
    other = at(0, 5, Code.MASS_ZERO, "Zero mass")
    store.put("k", Producer.ANALYSIS, [other, guess])
    real = at(10, 20, Code.MUJOCO_LOAD_FAILED, "mujoco: MuJoCo refuses the file: \"...\"")
    store.put("k", Producer.CONSUMERS, [real], replaces={Code.MUJOCO_MASSLESS_BODY})
    assert store.union("k") == [other, real]
    store.put("k", Producer.CONSUMERS, [])          # (the consumer is no longer run: the guess is back)
    assert store.union("k") == [other, guess]
