import { expect, test } from 'vitest';
import { navigate, setNavigator } from './navigation';

test('a navigation asked for before the router is there waits for it instead of reloading the page', () => {
  const before = window.location.href;
  navigate('/login?redirect=%2Fhome');
  expect(window.location.href).toBe(before);
  const navigations: string[] = [];
  setNavigator((path) => navigations.push(path));
  expect(navigations).toEqual(['/login?redirect=%2Fhome']);
  navigate('/home');
  expect(navigations).toEqual(['/login?redirect=%2Fhome', '/home']);
});
