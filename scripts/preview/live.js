// Added to every page by `npm start` only: reloads the page when the site has been rebuilt, and
// shows what is wrong with the content (the same words as in the terminal) over the page.
const events = new EventSource('/__preview/events');
/** @type {HTMLDivElement | undefined} */
let box;

/** @param {string} text */
function show(text) {
  box ??= Object.assign(document.createElement('div'), { role: 'alert' });
  Object.assign(box.style, {
    position: 'fixed',
    inset: '0',
    zIndex: '1000',
    overflow: 'auto',
    padding: '1.5rem',
    background: 'rgba(255, 255, 255, 0.97)',
    color: '#7a0000',
    font: '16px/1.5 system-ui, sans-serif',
    whiteSpace: 'pre-wrap',
    borderTop: '8px solid #c00',
  });
  box.textContent = text;
  document.body.append(box);
}

events.addEventListener('reload', () => location.reload());
events.addEventListener('problems', (event) => show(JSON.parse(event.data)));
