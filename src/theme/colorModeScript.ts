import { PAGE_BACKGROUND } from './docsTokens';

export const MODE_STORAGE_KEY = 'mui-mode';

/**
 * Runs before the first paint, ahead of the app's JavaScript: resolves the stored mode (or the
 * system preference) and puts `mode-light`/`mode-dark` on `<html>` and `<body>` and the
 * matching `theme-color`, so a dark page never flashes light.
 */
export const COLOR_MODE_SCRIPT = `(function(){try{
var m=null;try{m=localStorage.getItem('${MODE_STORAGE_KEY}')}catch(e){}
if(m!=='light'&&m!=='dark')m=window.matchMedia&&window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';
var r=document.documentElement,b=document.body;
r.classList.remove('mode-light','mode-dark');r.classList.add('mode-'+m);r.style.colorScheme=m;
if(b){b.classList.remove('mode-light','mode-dark');b.classList.add('mode-'+m);}
var c=m==='dark'?'${PAGE_BACKGROUND.dark}':'${PAGE_BACKGROUND.light}';
var t=document.querySelectorAll('meta[name="theme-color"]');for(var i=0;i<t.length;i++)t[i].setAttribute('content',c);
}catch(e){}})();`;
