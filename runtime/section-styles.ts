// Every section folder's CSS, in one place; imported by entry-styles.ts after the base styles.
import.meta.glob('./sections/*/*.css', { eager: true });
