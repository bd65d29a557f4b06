// The one stylesheet of the public site: fonts, base styles, then every section's CSS file.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/poppins/latin-400.css';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/playfair-display/latin-400.css';
import '@fontsource/playfair-display/latin-700.css';
import './styles/base.css';
import './styles/auth.css';

// NOTE: an eager glob's imports are hoisted above this file's own imports, so the section
// styles live in their own module, imported after the base styles they refine.
import './section-styles';
