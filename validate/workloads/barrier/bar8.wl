# cuda/barlat.cu k_bar8: eight __syncthreads a loop trip and the loop's counter
# and branch, as nvcc compiled it for sm_90 (stall counts from the control
# words, validate/results/h200/barlat/barlat.sass).  The store is not in the
# kernel: the simulator needs a loop to touch memory (one 4 B store a trip, an
# issue slot).
name bar8
bar                                            # 0060 BAR.SYNC.DEFER_BLOCKING 0x0
alu r1 r1 lat=2 flops=0 unit=none stall=7      # 0070 UIADD3 UR4, UR4, 0x1, URZ
bar stall=8                                    # 0080 BAR.SYNC.DEFER_BLOCKING 0x0
bar stall=8                                    # 0090
bar stall=8                                    # 00a0
bar stall=8                                    # 00b0
bar stall=8                                    # 00c0
bar stall=8                                    # 00d0
bar                                            # 00e0
alu r2 r1 lat=4 flops=0 unit=int stall=13      # 00f0 ISETP.LE.AND P0, PT, R0, UR4, PT
alu r3 r2 lat=2 flops=0 unit=none branch=taken stall=5 # 0100 @!P0 BRA 0x60
st out - width=4
