import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';
import { ImageUrlField } from './ImageUrlField';

// The picker (uploads, popover, thumbnails) loads on first use; the URL field works meanwhile.
const ImagePicker = lazy(() => import('./ImagePicker'));

/** Image: thumbnail, Upload, Choose from uploads, a URL field and Remove (see ImagePicker). */
export function ImageWidget(props: WidgetProps) {
  return (
    <Suspense fallback={<ImageUrlField {...props} />}>
      <ImagePicker {...props} />
    </Suspense>
  );
}
