import { act, cleanup, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, test } from 'vitest';
import { useScreenAtLeast, type Breakpoint } from './use-screen';

type Listener = () => void;
let width = 1024;
const listeners = new Set<Listener>();
const realMatchMedia = window.matchMedia;

/** A window `px` wide as matchMedia's min-width queries read it, telling its listeners when it is resized. */
function windowOf(px: number) {
  width = px;
  window.matchMedia = ((query: string) => ({
    matches: width >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0),
    media: query,
    addEventListener: (_: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
}

function Probe({ breakpoint, renders }: { breakpoint: Breakpoint; renders: boolean[] }) {
  const wide = useScreenAtLeast(breakpoint);
  renders.push(wide);
  return <span data-testid="wide">{String(wide)}</span>;
}

afterEach(() => {
  cleanup();
  listeners.clear();
  window.matchMedia = realMatchMedia;
});

describe('the screen width a component renders for', () => {
  test('is known at the first render: a phone never renders the desktop layout first', () => {
    windowOf(412);
    const renders: boolean[] = [];
    render(<Probe breakpoint="lg" renders={renders} />);
    expect(renders).toEqual([false]);
  });

  test("uses antd's breakpoints from the theme in force", () => {
    const token = theme.getDesignToken();
    windowOf(token.screenMD);
    render(<Probe breakpoint="md" renders={[]} />);
    expect(screen.getByTestId('wide').textContent).toBe('true');
    cleanup();
    windowOf(token.screenMD - 1);
    render(<Probe breakpoint="md" renders={[]} />);
    expect(screen.getByTestId('wide').textContent).toBe('false');
  });

  test('follows the window when it is resized', () => {
    windowOf(1366);
    render(<Probe breakpoint="lg" renders={[]} />);
    expect(screen.getByTestId('wide').textContent).toBe('true');
    width = 800;
    act(() => listeners.forEach((listener) => listener()));
    expect(screen.getByTestId('wide').textContent).toBe('false');
  });
});
