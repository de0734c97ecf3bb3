import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Dialog, Stack, TextArea, TextField } from '@lcars/ui';
import type { Recipe, RecipeImportFormat } from '@lcars/contract/recipes';
import { recipesApi } from '../api';
import { RECIPE_BASE, forgetRecipeSetup } from './shared';
import { type ImportRun } from '../../../kit';
import { ImportArchive, runImport } from './ImportArchive';
import { toastSuccess } from '../../../kit';

/** The import: from a web address the server fetches, or from a page's pasted source. */
export function RecipeImportDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [url, setUrl] = useState('');
  const [text, setText] = useState('');
  const [urlError, setUrlError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [format, setFormat] = useState<RecipeImportFormat>('nextcloud');
  const [file, setFile] = useState<File | null>(null);
  const [run, setRun] = useState<ImportRun>({ state: 'idle' });
  // The preview of the chosen file, then (on Import) the import itself.
  const previewed = run.state === 'done' && run.report.preview;
  const imported = run.state === 'done' && !run.report.preview;
  const chooseFile = (chosen: File | undefined) => {
    setFile(chosen ?? null);
    setRun({ state: 'idle' });
    if (chosen) void runImport(chosen, format, true, setRun);
  };
  const opened = (recipe: Recipe) => {
    toastSuccess(`Imported '${recipe.title}'`);
    void navigate(`${RECIPE_BASE}/${recipe.id}/edit`, { replace: true });
    onClose();
  };
  const importRecipe = async () => {
    setPending(true);
    setUrlError(undefined);
    if (file) {
      setPending(false);
      if (imported) {
        forgetRecipeSetup();
        void navigate(`${RECIPE_BASE}/list`, { replace: true });
        onClose();
        return;
      }
      await runImport(file, format, false, (next) => {
        setRun(next);
        if (next.state === 'done')
          toastSuccess(
            `Imported ${next.report.counts.recipes ?? 0} recipes, skipped ${next.report.skipped.length}`,
          );
      });
      return;
    }
    if (url.trim() !== '') {
      const answer = await recipesApi.importFromUrl(url.trim());
      setPending(false);
      if ('refusal' in answer) setUrlError(answer.refusal);
      else opened(answer);
      return;
    }
    const recipe = await recipesApi.importJsonLd(text);
    setPending(false);
    if (recipe) opened(recipe);
  };
  return (
    <Dialog
      title="Import a recipe"
      isOpen
      onOpenChange={(open) => !open && onClose()}
      actions={
        <>
          <Button onPress={onClose}>Cancel</Button>
          <Button
            variant="primary"
            isDisabled={file ? !previewed && !imported : url.trim() === '' && text.trim() === ''}
            isPending={pending || run.state === 'running'}
            onPress={() => void importRecipe()}
          >
            {imported ? 'Show the recipes' : 'Import'}
          </Button>
        </>
      }
    >
      <Stack>
        {/* A collection's file is one source at a time too: its preview takes the room the others had. */}
        {!file && (
          <>
            <TextField
              label="From a web address"
              type="url"
              description="The address of a recipe page: the server reads its schema.org Recipe data."
              placeholder="https://"
              value={url}
              onChange={(value) => {
                setUrl(value);
                setUrlError(undefined);
              }}
              errorMessage={urlError}
            />
            <TextArea
              label="Or the recipe JSON-LD or the page's HTML"
              description="Paste the source of a recipe page (most recipe sites publish schema.org Recipe data), or its JSON-LD."
              value={text}
              onChange={setText}
              rows={8}
              isDisabled={url.trim() !== ''}
            />
          </>
        )}
        <ImportArchive
          format={format}
          onFormat={(next) => {
            setFormat(next);
            setFile(null);
            setRun({ state: 'idle' });
          }}
          onFile={chooseFile}
          run={run}
        />
      </Stack>
    </Dialog>
  );
}
