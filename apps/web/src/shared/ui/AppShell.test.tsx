import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import html from '../../../index.html?raw';
import { AppShell } from './AppShell';

afterEach(cleanup);

test("index.html paints the same shell as the app's start-up waits, so the page does not change while scripts load", () => {
  const root = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(html)?.[1];
  const { container } = render(<AppShell testId="app-loading" />);
  const rendered = container.innerHTML.replace(/ data-testid="[^"]*"/, '');
  expect(root).toBe(rendered);
});
