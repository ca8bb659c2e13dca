// The outsider test's Svelte app: App.svelte and vite.config.js are the elements README's Svelte recipe,
// written here from the packed README.
import { mount } from 'svelte';
import App from './App.svelte';

mount(App, { target: document.getElementById('app')! });
