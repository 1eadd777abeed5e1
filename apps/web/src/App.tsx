// The web shell (routes, sign-in, layout) is its own piece of work; until it lands this page says what the
// platform is and where the API lives, without pretending to be more.
export function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '15vh auto', padding: '0 24px' }}>
      <h1>研修 · Yanxiu</h1>
      <p>教师专业发展平台 — online professional development for teachers.</p>
      <p>
        <a href="/api/docs">API documentation</a>
      </p>
    </main>
  );
}
