import { describe, expect, it } from 'vitest';
import { APP_DISABLED_MESSAGE, type AppContext } from '@lcars/contract';
import { moneyManifest } from '@lcars/contract/money/manifest';
import { recipesManifest } from '@lcars/contract/recipes/manifest';
import { refuseDisabledApp } from './areaAccess';

const AppId = { Money: moneyManifest.id, Recipe: recipesManifest.id };

const contextWith = (isEnabled: boolean) =>
  ({ apps: [{ id: AppId.Money, isEnabled }] }) as unknown as AppContext;

function refusal(run: () => void): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('refuseDisabledApp', () => {
  it('refuses the routes of an app the administrator disabled with a 403 saying so', () => {
    const error = refusal(() => refuseDisabledApp(AppId.Money, contextWith(false)));
    expect(error).toMatchObject({ init: { status: 403 }, data: APP_DISABLED_MESSAGE });
  });

  it('lets enabled apps, unknown apps and the platform through', () => {
    expect(refusal(() => refuseDisabledApp(AppId.Money, contextWith(true)))).toBeUndefined();
    expect(refusal(() => refuseDisabledApp(AppId.Recipe, contextWith(false)))).toBeUndefined();
    expect(refusal(() => refuseDisabledApp(undefined, contextWith(false)))).toBeUndefined();
    expect(refusal(() => refuseDisabledApp(AppId.Money, null))).toBeUndefined();
  });
});
