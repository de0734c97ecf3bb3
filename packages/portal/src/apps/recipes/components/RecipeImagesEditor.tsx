import { useEffect, useState } from 'react';
import { Button, Inline, Spinner, Stack } from '@lcars/ui';
import type { RecipeImage } from '@lcars/contract/recipes';
import { recipesApi } from '../api';
import * as styles from '../recipes.css';

/** The images of a saved recipe: added one upload at a time, each removable. */
export function RecipeImagesEditor({ recipeId }: { recipeId: number }) {
  const [images, setImages] = useState<RecipeImage[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void recipesApi.images(recipeId).then((answer) => setImages(answer ?? []));
  }, [recipeId]);
  const upload = async (files: FileList | null) => {
    if (!files) return;
    setBusy(true);
    for (const file of Array.from(files)) {
      const image = await recipesApi.uploadImage(recipeId, file);
      // An image save failure only clears the loading flag (the recipe itself was saved).
      if (image) setImages((current) => [...current, image]);
    }
    setBusy(false);
  };
  return (
    <section className={styles.panel} aria-label="Images">
      <h2 className={styles.groupTitle}>Images</h2>
      <div className={styles.thumbs}>
        {images.map((image, index) => (
          <Stack as="span" key={image.id}>
            <img className={styles.thumb} src={image.thumbnailData} alt={`Image ${index + 1}`} />
            <Button
              variant="text"
              onPress={() =>
                void recipesApi.deleteImage(recipeId, image.id).then((left) => left && setImages(left))
              }
            >
              Remove image {index + 1}
            </Button>
          </Stack>
        ))}
      </div>
      <label>
        <Inline as="span" space="md" alignY="end">
          <span>Add images</span>
          <input
            type="file"
            accept="image/*"
            multiple
            aria-label="Add images"
            onChange={(event) => void upload(event.target.files)}
          />
        </Inline>
      </label>
      {busy && <Spinner label="Uploading" />}
    </section>
  );
}
