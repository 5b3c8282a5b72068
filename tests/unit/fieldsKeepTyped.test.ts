import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { typedValueRewrites } from '../helpers/typedValueRewrites';

/*
 * Every field keeps what the user typed (issue 29: "1.5" and an empty lots box opened a 1-lot
 * position without a word). A screen may not clamp, round, cut or filter typed text on its way to
 * state; it keeps the text and a form rule says what is wrong under the field, with the submit
 * button disabled and saying why (src/core/forms, ui/forms/useFieldErrors). The rule this test
 * applies, and what it counts as a rewrite, is written out in tests/helpers/typedValueRewrites.ts.
 * A stepper's −/+ may set a new value: a tap is the user's own choice, not a rewrite of typing.
 */
const root = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

const rewritesIn = (code: string) => typedValueRewrites('case.tsx', code).map((r) => r.why);

describe('fields keep what was typed', () => {
  it('nowhere in the web app is typed text rewritten before it is kept', () => {
    const found = sourceFiles(path.join(root, 'src/web')).flatMap((file) =>
      typedValueRewrites(file, readFileSync(file, 'utf8')).map(
        ({ line, why }) => `${path.relative(root, file)}:${line} ${why}`,
      ),
    );
    expect(found).toEqual([]);
  });
});

/* The rule itself, on small screens: what it must catch, and the handlers it must leave alone. */
describe('typedValueRewrites', () => {
  it.each([
    ['a filtering helper', `<input onChange={(e) => setPrice(decimalInput(e.target.value, 2))} />`],
    [
      'a clamp to one lot',
      `<Stepper value={lots} onChange={(v) => setLots(v && v >= 1 ? Math.floor(v) : 1)} />`,
    ],
    [
      'characters dropped',
      `<Field value={a} onChange={(v) => set({ amount: v.replace(/[^\\d.]/g, '') })} />`,
    ],
    ['spaces cut from an address', `<Field value={a} onChange={(v) => set({ address: v.trim() })} />`],
    ['a number round trip', `<Field value={a} onChange={(v) => setAmount(String(Number(v)))} />`],
    ['unary plus', `<input value={a} onChange={(e) => setLots(+e.target.value)} />`],
    [
      'a clamp by comparison',
      `<input onChange={(e) => setLots(e.target.value > max ? max : e.target.value)} />`,
    ],
    [
      'a cut inside a function of the same file',
      `const set = (field, value) => setForm((f) => ({ ...f, [field]: value.slice(0, 6) }));
       const x = <Field value={a} onChange={(v) => set('pay_password', v)} />;`,
    ],
    [
      'a named handler that cuts',
      `function edit(v) { setCode(v.slice(0, 6)); } const x = <Field onChange={edit} />;`,
    ],
    ['a helper passed as a value', `const x = passwordField('pay_password', sixDigits);`],
    ['a Stepper that may be typed in', `<Stepper value={lots} min={1} integer onChange={setLots} />`],
    ["react-vant's digit type", `<Field value={code} type="digit" onChange={setCode} />`],
    ['a formatter', `<Field value={a} formatter={(v) => v.trim()} onChange={setA} />`],
    ['a number input', `<input type="number" value={a} onChange={(e) => setA(e.target.value)} />`],
    [
      'a wrapper named *Field',
      `<OwnContactCodeField value={c} onChange={(code) => set({ code: code.trim() })} />`,
    ],
  ])('catches %s', (_, code) => {
    expect(rewritesIn(code)).toHaveLength(1);
  });

  it.each([
    ['a setter', `<Search value={q} onChange={setQuery} />`],
    ['the target value as it is', `<input value={q} onChange={(e) => setQuery(e.target.value)} />`],
    ['a field set through a helper', `<Field value={a} onChange={(address) => set({ address })} />`],
    ['a cast', `<select onChange={(e) => setAccount(e.target.value as Account)} />`],
    ['a checkbox', `<input type="checkbox" onChange={(e) => setOnly(e.target.checked)} />`],
    ['a tab’s name', `<Tabs onChange={(name) => setParams(new URLSearchParams({ tab: String(name) }))} />`],
    ['a dropdown’s choice', `<DropdownMenu onChange={(v) => setFilter({ coin: Number(v.coin) })} />`],
    [
      'a stepper button setting a new value',
      `<button onClick={() => setLots(stepLots(lots, 1, max))} /><input value={lots} onChange={(e) => edit(e.target.value)} />`,
    ],
    ['a Stepper whose input is off', `<Stepper value={lots} disableInput onChange={setLots} />`],
  ])('leaves alone %s', (_, code) => {
    expect(rewritesIn(code)).toEqual([]);
  });

  it('names the line', () => {
    const code = `const a = 1;\nconst x = (\n  <input\n    onChange={(e) => setA(e.target.value.trim())}\n  />\n);`;
    expect(typedValueRewrites('case.tsx', code)).toEqual([
      { line: 4, why: 'input onChange: .trim() on the typed value' },
    ]);
  });
});
