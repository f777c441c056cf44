// Taps kept while a page drawn by the server comes alive (decision 0040). Until the page's code has hydrated
// it (<html data-hydrated>), a button does nothing: its click is held here, kept from React, and replayed by
// main.tsx once the page responds. Links, radios, <details> and form submits work without code and are left
// to the browser. Loaded async in the head, before the page's own scripts.
(() => {
  const kept = [];
  let stopped = false;
  const keep = (event) => {
    // data-taps-live: the app started before this file arrived (it is loaded async) and draws the page itself.
    const root = document.documentElement;
    if (stopped || root.hasAttribute('data-hydrated') || root.hasAttribute('data-taps-live')) return;
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.disabled || (button.type === 'submit' && button.form)) return;
    event.stopPropagation();
    if (!kept.includes(button)) kept.push(button);
  };
  document.addEventListener('click', keep, true);
  window.zariyaEarlyTaps = {
    take() {
      stopped = true;
      document.removeEventListener('click', keep, true);
      return kept.splice(0);
    },
  };
})();
