import hotToast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { loadedToastModule, subscribeToastModule, toast } from './toast';

describe('toast (react-hot-toast loaded on first use)', () => {
  it('queues calls until the module arrives, keeping their ids, then calls it directly', async () => {
    const loading = vi.spyOn(hotToast, 'loading');
    const success = vi.spyOn(hotToast, 'success');
    const loaded = new Promise<void>((resolve) => subscribeToastModule(resolve));
    toast.dismiss(); // nothing shown yet: does not load anything
    expect(loadedToastModule()).toBeUndefined();

    const id = toast.loading('A gravar…');
    toast.success('Gravado', { id });
    expect(loading).not.toHaveBeenCalled();
    await loaded;
    expect(loadedToastModule()?.Toaster).toBeTypeOf('function');
    expect(loading).toHaveBeenCalledWith('A gravar…', { id });
    expect(success).toHaveBeenCalledWith('Gravado', { id });

    const direct = toast.error('Falhou');
    expect(direct).not.toMatch(/^queued-/);
  });
});
