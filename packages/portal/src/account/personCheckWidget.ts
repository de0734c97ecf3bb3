// The ALTCHA widget, loaded only by the register page. Its "external" build keeps its styles and workers out of
// inline code, as the portal's Content-Security-Policy requires: the stylesheet is bundled, and the PBKDF2
// worker the server's challenges use is a worker file of our own origin.
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

// The widget's registry of proof-of-work algorithms: altcha's own global, typed by its package.
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
