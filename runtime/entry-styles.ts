// The one stylesheet of the public site: base styles, then every section's CSS file. The fonts'
// @font-face rules are not here: each page carries its theme's own (shared/fonts.ts).
import './styles/base.css';
import './styles/auth.css';

// NOTE: an eager glob's imports are hoisted above this file's own imports, so the section
// styles live in their own module, imported after the base styles they refine.
import './section-styles';
