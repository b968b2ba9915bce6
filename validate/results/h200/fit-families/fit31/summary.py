# per family median and p90 |error| of each compare CSV given: python3 summary.py compare948-before.csv compare948-after.csv
import csv,sys,statistics as st
from collections import defaultdict
def load(f): return list(csv.DictReader(open(f)))
files=sys.argv[1:]
runs=[load(f) for f in files]
fam=defaultdict(lambda: [[] for _ in files])
for i,rows in enumerate(runs):
    for r in rows:
        fam[r['experiment']][i].append(abs(float(r['sim_err'])))
        fam['ALL'][i].append(abs(float(r['sim_err'])))
def p90(v):
    v=sorted(v); 
    return v[min(len(v)-1,int(0.9*(len(v)-1)+0.5))]
print('%-16s %4s '%('family','n')+' '.join('%16s'%f.split('/')[-1] for f in files))
for k,v in fam.items():
    print('%-16s %4d '%(k,len(v[0]))+' '.join('%7.1f%% %6.1f%%'%(100*st.median(x),100*p90(x)) for x in v))
