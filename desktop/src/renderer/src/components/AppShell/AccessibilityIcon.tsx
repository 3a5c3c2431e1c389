/** A person-in-circle icon in the antd icon style (antd has no accessibility glyph). */
export const AccessibilityIcon = () => (
  <span className="anticon">
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" focusable="false" aria-hidden="true">
      <circle cx="12" cy="4.5" r="2" />
      <path d="M4 8.2c0-.6.4-1 1-1 2.3.5 4.6.8 7 .8s4.7-.3 7-.8c.6 0 1 .4 1 1 0 .5-.3.9-.8 1-1.7.4-3.4.7-5.2.8v4l2.2 6.7c.2.5-.1 1.1-.6 1.3-.5.2-1.1-.1-1.3-.6L12 15.6l-2.3 5.8c-.2.5-.8.8-1.3.6-.5-.2-.8-.8-.6-1.3L10 14v-4c-1.8-.1-3.5-.4-5.2-.8-.5-.1-.8-.5-.8-1z" />
    </svg>
  </span>
);
