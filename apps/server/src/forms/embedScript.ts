import { FORM_TEXTS } from '@crm/api-client';
import { FILLED_FROM_FIELD } from './formPage';
import { POW_FIELD, POW_NONCE_FIELD } from './formsProofOfWork';

/** What the script shows when the server cannot be reached or will not answer this site. */
const UNREACHABLE = 'This form could not be sent. Please try again later.';

/**
 * The script embed (issue 28 §1): it enhances every `<form data-crm-form="<publicId>">` on the
 * page, which without it is the plain HTML embed and still posts. Once loaded it asks the server
 * for the signed time the form was shown (the minimum fill time) and, where the form asks for
 * one, a proof-of-work challenge, which it solves in the background with Web Crypto (async
 * digests in rounds, yielding between them, so typing never stalls). On Subscribe it posts JSON
 * in place and shows the thank-you message (or follows the redirect), or each error by its field
 * (`aria-describedby`, `aria-invalid`, focus on the first), or a message for the whole form.
 * Plain ES2017 with no dependency: it runs on any site, from any origin the form allows.
 */
export const EMBED_SCRIPT = `(function () {
  'use strict';
  var me = document.currentScript;
  var base = me && me.src ? new URL(me.src, location.href).origin : location.origin;
  var UNREACHABLE = ${JSON.stringify(UNREACHABLE)};
  var SEND_AGAIN = ${JSON.stringify(FORM_TEXTS.sendAgain)};

  function leadingZeroBits(bytes) {
    var bits = 0;
    for (var i = 0; i < bytes.length; i++) {
      if (bytes[i] === 0) { bits += 8; continue; }
      return bits + Math.clz32(bytes[i]) - 24;
    }
    return bits;
  }

  function solve(challenge) {
    var encoder = new TextEncoder();
    var next = 0;
    function attempt(nonce) {
      return crypto.subtle.digest('SHA-256', encoder.encode(challenge.value + ':' + nonce)).then(function (hash) {
        return leadingZeroBits(new Uint8Array(hash)) >= challenge.difficulty ? String(nonce) : null;
      });
    }
    function round() {
      var batch = [];
      for (var i = 0; i < 256; i++) batch.push(attempt(next++));
      return Promise.all(batch).then(function (found) {
        for (var j = 0; j < found.length; j++) if (found[j] !== null) return found[j];
        return new Promise(function (resolve) { setTimeout(resolve, 0); }).then(round);
      });
    }
    return round();
  }

  function enhance(form) {
    var publicId = form.getAttribute('data-crm-form');
    if (!publicId || form.hasAttribute('data-crm-ready')) return;
    form.setAttribute('data-crm-ready', '');
    // The server's messages (the app's own) replace the browser's bubbles, each by its field.
    form.noValidate = true;
    var url = base + '/f/' + encodeURIComponent(publicId);
    var ready;
    // The time the form was first shown: a fresh one after a refused press would count the
    // minimum fill time again from there.
    var shownAt = null;
    function prepare() {
      ready = fetch(url + '/start', { credentials: 'omit' })
        .then(function (res) {
          if (!res.ok) throw new Error(UNREACHABLE);
          return res.json();
        })
        .then(function (start) {
          shownAt = shownAt || start.filledFrom;
          var extra = { ${JSON.stringify(FILLED_FROM_FIELD)}: shownAt };
          if (!start.challenge || !(window.crypto && crypto.subtle)) return extra;
          return solve(start.challenge).then(function (nonce) {
            extra[${JSON.stringify(POW_FIELD)}] = start.challenge.value;
            extra[${JSON.stringify(POW_NONCE_FIELD)}] = nonce;
            return extra;
          });
        });
      ready.catch(function () {});
    }
    prepare();

    var notice = document.createElement('div');
    notice.setAttribute('role', 'alert');
    notice.className = 'crm-notice';
    form.insertBefore(notice, form.firstChild);
    var shown = [];
    var busy = false;

    function clear() {
      notice.textContent = '';
      shown.forEach(function (item) {
        item.error.remove();
        item.field.removeAttribute('aria-invalid');
        var rest = (item.field.getAttribute('aria-describedby') || '').split(' ').filter(function (id) {
          return id && id !== item.error.id;
        });
        if (rest.length) item.field.setAttribute('aria-describedby', rest.join(' '));
        else item.field.removeAttribute('aria-describedby');
      });
      shown = [];
    }

    function fail(answer) {
      var errors = (answer && answer.fieldErrors) || {};
      var first = null;
      Object.keys(errors).forEach(function (name) {
        var field = form.elements.namedItem(name);
        if (field && !field.nodeType) field = field[0];
        if (!field || !field.nodeType) return;
        if (!field.id) field.id = 'crm-' + publicId + '-' + name.replace(/[^\\w-]/g, '-');
        var error = document.createElement('span');
        error.id = field.id + '-error';
        error.className = 'crm-error error';
        error.style.display = 'block';
        error.textContent = errors[name];
        field.parentNode.appendChild(error);
        field.setAttribute('aria-invalid', 'true');
        var described = field.getAttribute('aria-describedby');
        field.setAttribute('aria-describedby', (described ? described + ' ' : '') + error.id);
        shown.push({ field: field, error: error });
        if (!first) first = field;
      });
      if (first) first.focus();
      else notice.textContent = (answer && answer.message) || UNREACHABLE;
      // The server no longer takes that time (a page left open a day): the next start's counts.
      if (answer && answer.message === SEND_AGAIN) shownAt = null;
      // A challenge is spent once: the next press gets a new one.
      prepare();
    }

    function done(answer) {
      if (answer.redirectUrl) {
        location.assign(answer.redirectUrl);
        return;
      }
      var thanks = document.createElement('p');
      thanks.setAttribute('role', 'status');
      thanks.tabIndex = -1;
      thanks.className = 'crm-thanks';
      thanks.textContent = answer.message;
      form.parentNode.replaceChild(thanks, form);
      thanks.focus();
    }

    form.addEventListener('submit', function (event) {
      event.preventDefault();
      if (busy) return;
      busy = true;
      clear();
      var values = {};
      Array.prototype.forEach.call(form.elements, function (el) {
        if (!el.name || el.disabled || el.type === 'submit' || el.type === 'button') return;
        if (el.type === 'checkbox' || el.type === 'radio') {
          if (el.checked && !(el.name in values)) values[el.name] = el.value || 'on';
        } else if (!(el.name in values)) values[el.name] = el.value;
      });
      form.setAttribute('aria-busy', 'true');
      ready
        .then(function (extra) {
          Object.keys(extra).forEach(function (name) { values[name] = extra[name]; });
          return fetch(url, {
            method: 'POST',
            credentials: 'omit',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(values),
          });
        })
        .then(function (res) {
          return res.json().then(function (answer) {
            if (res.ok && answer.success) done(answer);
            else fail(answer);
          });
        })
        .catch(function () { fail(null); })
        .then(function () {
          busy = false;
          form.removeAttribute('aria-busy');
        });
    });
  }

  function start() {
    Array.prototype.forEach.call(document.querySelectorAll('form[data-crm-form]'), enhance);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
`;
